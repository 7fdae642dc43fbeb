import type { TFunction } from 'i18next';
import {
  profileBadgesMax,
  profileLocationsMax,
  profileSkillsMax,
  profileSummaryMaxLength,
  tagMaxLength,
} from '#openapi/field-rules.ts';
import type { HackerRankBadge, StudentProfile } from '#openapi/profiles.ts';
import type { ApiFieldError } from '../../shared/api/api-error.ts';
import type { Rule } from '../../shared/ui/antd.ts';

// The profile form's checks, from the contract's limits (openapi/field-rules.ts), in the UI's words.
// The server checks again and has rules of its own (a badge listed twice): its field errors land
// on the field they name (formErrorsOf).

const within = (ok: boolean, message: string) =>
  ok ? Promise.resolve() : Promise.reject(new Error(message));

/** A list of tags: at most `max` of them, each at most `tagMaxLength` characters. */
function tagListRules(t: TFunction, max: number, tooManyKey: string): Rule[] {
  return [
    { validator: (_, tags: string[] = []) => within(tags.length <= max, t(tooManyKey, { max })) },
    {
      validator: (_, tags: string[] = []) =>
        within(
          tags.every((tag) => tag.length <= tagMaxLength),
          t('profile.edit.errors.tagTooLong', { max: tagMaxLength }),
        ),
    },
  ];
}

export const profileRules = (t: TFunction) => ({
  skills: tagListRules(t, profileSkillsMax, 'profile.edit.errors.tooManySkills'),
  preferredLocations: tagListRules(t, profileLocationsMax, 'profile.edit.errors.tooManyLocations'),
  badges: [
    {
      validator: (_: unknown, badges: unknown[] = []) =>
        within(
          badges.length <= profileBadgesMax,
          t('profile.edit.errors.tooManyBadges', { max: profileBadgesMax }),
        ),
    },
  ],
  badgeName: [
    { required: true, whitespace: true, message: t('profile.edit.errors.badgeNameRequired') },
    { max: tagMaxLength, message: t('profile.edit.errors.tooLong', { max: tagMaxLength }) },
  ] satisfies Rule[],
  summary: [
    {
      max: profileSummaryMaxLength,
      message: t('profile.edit.errors.tooLong', { max: profileSummaryMaxLength }),
    },
  ] satisfies Rule[],
});

/** A field of the form as antd names it: a list, the summary, or one badge's name or stars. */
export type FieldPath =
  | [Exclude<keyof StudentProfile, 'hackerRankBadges'>]
  | ['hackerRankBadges']
  | ['hackerRankBadges', number, keyof HackerRankBadge];

const listsAndSummary: readonly string[] = [
  'skills',
  'preferredLocations',
  'preferredJobTypes',
  'summary',
] satisfies Exclude<keyof StudentProfile, 'hackerRankBadges'>[];

/** The field a JSON pointer into the body lands on (`/skills/3` on skills), if it names one. */
function fieldOf(pointer: string): FieldPath | undefined {
  const [top, index, part] = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (top === 'hackerRankBadges') {
    // A badge's own name and stars have their inputs; anything else about badges, the list's.
    return index !== undefined && /^\d+$/.test(index) && (part === 'name' || part === 'stars')
      ? ['hackerRankBadges', Number(index), part]
      : ['hackerRankBadges'];
  }
  return top !== undefined && listsAndSummary.includes(top)
    ? [top as Exclude<keyof StudentProfile, 'hackerRankBadges'>]
    : undefined;
}

/**
 * Where the server's field errors go in the form: each on the field its JSON pointer names
 * (`/hackerRankBadges/1/name`); the ones naming no field (the whole body) come back apart, for
 * the form to say above its buttons.
 */
export function formErrorsOf(errors: readonly ApiFieldError[]) {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const general: string[] = [];
  for (const { field, message } of errors) {
    const name = fieldOf(field);
    if (!name) {
      general.push(message);
      continue;
    }
    const key = name.join('/');
    const known = byField.get(key);
    if (known) known.errors.push(message);
    else byField.set(key, { name, errors: [message] });
  }
  return { fields: [...byField.values()], general };
}
