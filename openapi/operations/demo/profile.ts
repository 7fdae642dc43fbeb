import {
  CreateTemplateProfilePostRequest,
  RemoveTemplateProfilePostRequest,
  RemoveTemplateProfilePostResponse,
  TemplateProfileAboutFields,
  TemplateProfileAboutResponse,
  TemplateProfilePostResponse,
  TemplateProfileResponse,
} from '../../demo/profile.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The template profile's refusals by code. */
export const TemplateProfileRefusals = {
  POST_NOT_FOUND: 'Post not found',
} as const;

export const TemplateProfileOps = {
  templateProfile: {
    operationId: 'templateProfile',
    method: 'get',
    path: '/profile-app/profile',
    tag: 'demo',
    summary: 'The sample profile: about and timeline',
    auth: false,
    response: TemplateProfileResponse,
  },
  updateTemplateProfileAbout: {
    operationId: 'updateTemplateProfileAbout',
    method: 'post',
    path: '/profile-app/update-about',
    tag: 'demo',
    summary: 'Replace the sample profile’s headline, location, about and skills',
    auth: false,
    body: TemplateProfileAboutFields,
    response: TemplateProfileAboutResponse,
  },
  createTemplateProfilePost: {
    operationId: 'createTemplateProfilePost',
    method: 'post',
    path: '/profile-app/create-post',
    tag: 'demo',
    summary: 'Post on the sample profile’s timeline',
    auth: false,
    body: CreateTemplateProfilePostRequest,
    response: TemplateProfilePostResponse,
  },
  removeTemplateProfilePost: {
    operationId: 'removeTemplateProfilePost',
    method: 'post',
    path: '/profile-app/remove-post',
    tag: 'demo',
    summary: 'Delete a post of the timeline',
    auth: false,
    body: RemoveTemplateProfilePostRequest,
    response: RemoveTemplateProfilePostResponse,
    ...answeredWith(404, refusalsOf(TemplateProfileRefusals, 'POST_NOT_FOUND')),
  },
} as const;
