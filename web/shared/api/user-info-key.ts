/**
 * Where the signed-in user's own account (GET /user/v1/getUserInfo) is kept in the query cache:
 * every page and card that reads it shares its one answer (the profile and its frame, the account
 * card, the institute's records).
 */
export const userInfoKey = ['user', 'info'] as const;
