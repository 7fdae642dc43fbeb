import type {
  ClassFigures,
  CompanyPlacement,
  InstituteDashboard,
  InstituteDashboardQuery,
  JobPlacement,
  PlacementFigures,
} from '#openapi/dashboard-institute.ts';
import { classes, sections } from '../../../common/lookup-data.ts';
import type { Store } from '../../../store.ts';
import { instituteName } from '../../views.ts';
import { conversion, median } from '../figures.ts';
import { byNameOrder, highestOf } from '../org-figures.ts';
import type { PlacementStudent } from './placement-students.ts';

// The institute's figures (D25, D30) as the contract defines them (openapi/dashboard-institute.ts),
// from the students of the filter and the pipeline's applications.

/** The placement figures of some students. */
export function placementFiguresOf(students: readonly PlacementStudent[]): PlacementFigures {
  const ctcs: number[] = [];
  let applications = 0;
  for (const student of students) {
    applications += student.applications.length;
    if (student.accepted?.offer) ctcs.push(student.accepted.offer.ctc);
  }
  const placed = students.filter((student) => student.accepted).length;
  return {
    students: students.length,
    placed,
    // D25: of the students, the share placed; the same arithmetic as every dashboard's conversion.
    placementRate: conversion(students.length, placed),
    medianCtc: median(ctcs),
    highestCtc: highestOf(ctcs),
    applications,
  };
}

/** Each class of the institute in the filter, then each of its sections. */
function byClassOf(
  instituteID: number,
  query: InstituteDashboardQuery,
  students: readonly PlacementStudent[],
): ClassFigures[] {
  const rows: ClassFigures[] = [];
  for (const item of classes) {
    if (item.instituteID !== instituteID) continue;
    if (query.classID !== undefined && item.id !== query.classID) continue;
    const ofClass = students.filter((student) => student.user.classID === item.id);
    rows.push({
      classID: item.id,
      className: item.name,
      sectionID: null,
      sectionName: null,
      ...placementFiguresOf(ofClass),
    });
    for (const section of sections) {
      if (section.classID !== item.id) continue;
      if (query.sectionID !== undefined && section.id !== query.sectionID) continue;
      rows.push({
        classID: item.id,
        className: item.name,
        sectionID: section.id,
        sectionName: section.name,
        ...placementFiguresOf(ofClass.filter((student) => student.user.sectionID === section.id)),
      });
    }
  }
  return rows;
}

/** Applications and placed students per company and per job, most applications first. */
function byCompanyAndJob(store: Store, students: readonly PlacementStudent[]) {
  const companies = new Map<number, CompanyPlacement>();
  const jobs = new Map<number, JobPlacement>();
  for (const student of students) {
    for (const application of student.applications) {
      const job = store.jobs.get(application.JobID);
      if (!job) continue;
      const companyName = store.companies.get(job.CompanyID)?.name ?? '';
      let company = companies.get(job.CompanyID);
      if (!company) {
        company = { CompanyID: job.CompanyID, name: companyName, applications: 0, placed: 0 };
        companies.set(job.CompanyID, company);
      }
      let row = jobs.get(job.JobID);
      if (!row) {
        row = {
          JobID: job.JobID,
          slug: job.slug,
          title: job.title,
          companyName,
          applications: 0,
          placed: 0,
        };
        jobs.set(job.JobID, row);
      }
      company.applications++;
      row.applications++;
      if (application === student.accepted) {
        company.placed++;
        row.placed++;
      }
    }
  }
  const order =
    <Row extends { applications: number }>(name: (row: Row) => string) =>
    (a: Row, b: Row) =>
      b.applications - a.applications || byNameOrder(name(a), name(b));
  return {
    byCompany: [...companies.values()].sort(order((row) => row.name)),
    byJob: [...jobs.values()].sort(order((row) => row.title)),
  };
}

/** The institute's dashboard for the filter's students. */
export function instituteDashboardOf(
  store: Store,
  query: InstituteDashboardQuery,
  found: {
    instituteID: number;
    graduationYear: number;
    students: PlacementStudent[];
    graduationYears: number[];
  },
): InstituteDashboard {
  const { instituteID, graduationYear, students, graduationYears } = found;
  return {
    institute: { instituteID, name: instituteName(instituteID) ?? '' },
    graduationYear,
    graduationYears,
    classID: query.classID ?? null,
    sectionID: query.sectionID ?? null,
    totals: placementFiguresOf(students),
    byClass: byClassOf(instituteID, query, students),
    ...byCompanyAndJob(store, students),
  };
}
