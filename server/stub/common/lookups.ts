import { CommonOps } from '#openapi/operations/common.ts';
import { route } from '../../contract/route.ts';
import type { StubApp } from '../context.ts';
import { classes, institutes, languages, sections, states } from './lookup-data.ts';

/** GET Common/v1/state, Institute, Language, Class and section: public lookups for signup (D12). */
export function lookups(app: StubApp) {
  route(app, CommonOps.stateList, () => ({ message: 'States', body: states }));
  route(app, CommonOps.instituteList, () => ({ message: 'Institutes', body: institutes }));
  route(app, CommonOps.languageList, () => ({ message: 'Languages', body: languages }));
  route(app, CommonOps.classList, ({ query: { instituteID } }) => ({
    message: 'Classes',
    body: classes.filter((item) => item.instituteID === instituteID),
  }));
  route(app, CommonOps.sectionList, ({ query: { instituteID, classID } }) => {
    const classMatches = classes.some(
      (item) => item.id === classID && item.instituteID === instituteID,
    );
    return {
      message: 'Sections',
      body: classMatches ? sections.filter((item) => item.classID === classID) : [],
    };
  });
}
