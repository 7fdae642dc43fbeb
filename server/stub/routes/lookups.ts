import { CommonOps } from '#openapi/operations/common.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { classes, institutes, languages, sections, states } from '../lookups.ts';
import { validate } from '../validate.ts';

/** GET Common/v1/state, Institute, Language, Class and section: public lookups for signup (D12). */
export function registerLookups(app: StubApp, _deps: StubDeps) {
  app.get(CommonOps.stateList.path, (c) =>
    reply(c, CommonOps.stateList.response, { status: true, message: 'States', body: states }),
  );
  app.get(CommonOps.instituteList.path, (c) =>
    reply(c, CommonOps.instituteList.response, {
      status: true,
      message: 'Institutes',
      body: institutes,
    }),
  );
  app.get(CommonOps.languageList.path, (c) =>
    reply(c, CommonOps.languageList.response, {
      status: true,
      message: 'Languages',
      body: languages,
    }),
  );
  app.get(CommonOps.classList.path, validate('query', CommonOps.classList.query), (c) => {
    const { instituteID } = c.req.valid('query');
    return reply(c, CommonOps.classList.response, {
      status: true,
      message: 'Classes',
      body: classes.filter((item) => item.instituteID === instituteID),
    });
  });
  app.get(CommonOps.sectionList.path, validate('query', CommonOps.sectionList.query), (c) => {
    const { instituteID, classID } = c.req.valid('query');
    const classMatches = classes.some(
      (item) => item.id === classID && item.instituteID === instituteID,
    );
    return reply(c, CommonOps.sectionList.response, {
      status: true,
      message: 'Sections',
      body: classMatches ? sections.filter((item) => item.classID === classID) : [],
    });
  });
}
