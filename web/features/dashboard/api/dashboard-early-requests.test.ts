import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as companyRoutes from '#openapi/routes/dashboard-company.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import {
  requestCompanyDashboard,
  requestDashboard,
  requestInstituteDashboard,
} from './dashboard-early-requests.ts';

let backend: StubBackendFixture;

beforeEach(() => {
  backend = startStubBackend();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  signOut();
  vi.unstubAllGlobals();
});

const sent = () => backend.calls.map(({ method, path }) => `${method} ${path}`);

describe("the dashboards' requests sent as the app starts (issue 29)", () => {
  it("asks for each role's figures, and the admins' accounts, at the plain address", async () => {
    await backend.signInAs('recruiter@example.com');
    backend.calls.length = 0;
    window.history.replaceState(null, '', '/dashboard');
    requestDashboard('Recruiter');
    await vi.waitFor(() => expect(sent()).toEqual(['GET /dashboard/v1/recruiter']));

    await backend.signInAs('clientadmin@example.com');
    backend.calls.length = 0;
    window.history.replaceState(null, '', '/admindashboard');
    requestCompanyDashboard();
    await vi.waitFor(() =>
      expect(sent()).toEqual(['GET /dashboard/v1/company', 'GET /user/v1/getUserInfo']),
    );
    // The page's own ask (an empty filter, as get-company-dashboard.ts sends: the same URL) takes
    // that answer.
    await callApi(companyRoutes.companyDashboard, { query: {} });
    expect(sent()).toHaveLength(2);

    await backend.signInAs('instituteadmin@example.com');
    backend.calls.length = 0;
    window.history.replaceState(null, '', '/collegedashboard');
    requestInstituteDashboard();
    await vi.waitFor(() =>
      expect(sent()).toEqual(['GET /dashboard/v1/institute', 'GET /user/v1/getUserInfo']),
    );
  });

  it('leaves the figures to the page when the address holds a filter', async () => {
    await backend.signInAs('clientadmin@example.com');
    backend.calls.length = 0;
    window.history.replaceState(null, '', '/admindashboard?from=2026-01-01');
    requestCompanyDashboard();
    await vi.waitFor(() => expect(sent()).toEqual(['GET /user/v1/getUserInfo']));
  });

  it("readies the figures' number data on a worker named after the UI language, filter or no filter", async () => {
    const started: (string | undefined)[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(_url: URL, options?: WorkerOptions) {
          started.push(options?.name);
        }
      },
    );
    await backend.signInAs('instituteadmin@example.com');
    window.history.replaceState(null, '', '/collegedashboard');
    requestInstituteDashboard();
    window.history.replaceState(null, '', '/collegedashboard?graduationYear=2026');
    requestInstituteDashboard();
    expect(started).toEqual(['en', 'en']);
  });
});
