import { paths } from '../../../shared/routing/paths.ts';
import { isTestAddress, type TestAddress } from '../model/test-address.ts';

/** The router's pattern of a test's address (/test/test/:CourseID/:TaskID), as a regular expression. */
const TEST_PATH = new RegExp(`^${paths.test.replace(/:(\w+)/g, '(?<$1>\\d+)')}/?$`);

/** The test a page's path names, as the router reads it; null when it names none. */
export function testAddressOf(pathname: string): TestAddress | null {
  const groups = TEST_PATH.exec(pathname)?.groups;
  if (!groups) return null;
  const address = { CourseID: Number(groups.CourseID), TaskID: Number(groups.TaskID) };
  return isTestAddress(address) ? address : null;
}
