import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyDashboardResponse } from '#openapi/dashboard-company.ts';
import * as companyRoutes from '#openapi/routes/dashboard-company.gen.ts';
import {
  type Person,
  people,
  type RecruitmentStub,
  recruitmentStub,
} from '../../../test-support/recruitment.ts';
import { expectContract, expectInvalidField } from '../../../test-support/stub.ts';
import { useOrgDashboardsFixture } from '../org-dashboards-fixture.ts';

// The company's dashboard (D19, D30) on the fixture of org-dashboards-fixture.ts: every figure
// below is counted by hand from its eight applications.

describe('the company dashboard (D30)', () => {
  let stub: RecruitmentStub;
  beforeAll(async () => {
    stub = await recruitmentStub();
    useOrgDashboardsFixture(stub.store);
  }, 30_000);

  const dashboard = async (person: Person, query: Record<string, string> = {}) =>
    stub.call(companyRoutes.companyDashboard, {
      token: await stub.tokenOf(person),
      query: query as never,
    });
  const bodyOf = async (person: Person, query: Record<string, string> = {}) => {
    const { json } = await dashboard(person, query);
    expect(json.status, json.message).toBe(true);
    expectContract(CompanyDashboardResponse, json);
    return (json as CompanyDashboardResponse).body;
  };
  const nameOf = (UserID: number) => stub.store.users.get(UserID)?.displayName;

  it("gives the client admin their company's figures in all, per recruiter and per institute", async () => {
    const body = await bodyOf('clientAdmin');
    expect(body.company).toEqual({
      CompanyID: 1,
      name: 'Nilgiri Software Labs',
      city: 'Bengaluru',
    });
    // A1–A6 are company 1's; A6's withdrawn offer was made, so it counts among the offers made.
    // Time to hire: A1 10 days, A3 20 days → median 15.
    expect(body.totals).toEqual({
      openJobs: 1,
      applications: 6,
      applicants: 5,
      offersMade: 5,
      offersAccepted: 2,
      offersDeclined: 1,
      medianDaysToHire: 15,
      highestCtc: 8,
    });
    expect(body.byRecruiter).toEqual(
      [
        {
          UserID: 1001,
          displayName: nameOf(1001),
          openJobs: 1,
          applications: 4,
          applicants: 4,
          offersMade: 4,
          offersAccepted: 1,
          offersDeclined: 1,
          medianDaysToHire: 10,
          highestCtc: 6,
        },
        {
          UserID: 2001,
          displayName: nameOf(2001),
          openJobs: 0,
          applications: 2,
          applicants: 2,
          offersMade: 1,
          offersAccepted: 1,
          offersDeclined: 0,
          medianDaysToHire: 20,
          highestCtc: 8,
        },
      ].sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '', 'en')),
    );
    expect(body.byInstitute).toEqual([
      {
        instituteID: 2,
        name: 'Deccan College of Engineering, Hyderabad',
        openJobs: 1,
        applications: 1,
        applicants: 1,
        offersMade: 1,
        offersAccepted: 0,
        offersDeclined: 0,
        medianDaysToHire: null,
        highestCtc: null,
      },
      {
        instituteID: 1,
        name: 'Kaveri Institute of Technology, Chennai',
        openJobs: 1,
        applications: 5,
        applicants: 4,
        offersMade: 4,
        offersAccepted: 2,
        offersDeclined: 1,
        medianDaysToHire: 15,
        highestCtc: 8,
      },
    ]);
  });

  it('counts only applications made within the dates, in India’s time', async () => {
    // Days 2 to 4 (3–5 December): A2, A4, A5.
    const body = await bodyOf('clientAdmin', { from: '2024-12-03', to: '2024-12-05' });
    expect(body.totals).toEqual({
      openJobs: 1,
      applications: 3,
      applicants: 3,
      offersMade: 2,
      offersAccepted: 0,
      offersDeclined: 1,
      medianDaysToHire: null,
      highestCtc: null,
    });
  });

  it("gives the other company's client admin only theirs (D19)", async () => {
    const body = await bodyOf('otherClientAdmin');
    expect(body.company.name).toBe('Sindhu Fintech');
    // A7 (accepted on day 20 after applying on day 6) and A8.
    expect(body.totals).toEqual({
      openJobs: 1,
      applications: 2,
      applicants: 2,
      offersMade: 1,
      offersAccepted: 1,
      offersDeclined: 0,
      medianDaysToHire: 14,
      highestCtc: 12,
    });
    expect(body.byInstitute.map((row) => [row.instituteID, row.applications])).toEqual([[1, 2]]);
  });

  it('refuses every other role with ROLE_NOT_ALLOWED', async () => {
    const others = (Object.keys(people) as Person[]).filter(
      (person) => person !== 'clientAdmin' && person !== 'otherClientAdmin',
    );
    for (const person of others) {
      const { json } = await dashboard(person);
      expect([person, json]).toMatchObject([person, { status: false, code: 'ROLE_NOT_ALLOWED' }]);
    }
  });

  it('names the field of a bad date and of a range that ends before it starts', async () => {
    expectInvalidField((await dashboard('clientAdmin', { from: '1 Dec' })) as never, '/from');
    expectInvalidField(
      (await dashboard('clientAdmin', { from: '2024-12-05', to: '2024-12-03' })) as never,
      '/to',
    );
  });
});
