import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS } from './api-route.js';
import { UPLOAD_FIELD_NAME } from './constants.js';
import { ownProfileSchema, updateProfileRequestSchema } from './profile.js';
import { settingsSchema, updateSettingsRequestSchema } from './settings.js';
import { uploadResponseSchema } from './upload.js';

/** The caller's profile, photos and preferences. */
export const profilesRoutes = {
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    summary: "The caller's profile; 404 PROFILE_NOT_FOUND before setup",
    auth: true,
    status: 200,
    response: ownProfileSchema,
    errors: [401, 404],
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile',
    summary: 'Complete the profile setup, edit the bio, or set the profile photo',
    auth: true,
    body: updateProfileRequestSchema,
    status: 200,
    response: ownProfileSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  uploadImage: {
    method: 'POST',
    path: '/api/upload',
    summary: 'Upload one image (multipart); answers once it is optimised',
    auth: true,
    multipartFileField: UPLOAD_FIELD_NAME,
    status: 201,
    response: uploadResponseSchema,
    errors: [...AUTHED_ERRORS, 413, 415],
  },
  getSettings: {
    method: 'GET',
    path: '/api/settings',
    summary: 'Age-range and city preferences',
    auth: true,
    status: 200,
    response: settingsSchema,
    errors: [401],
  },
  updateSettings: {
    method: 'PATCH',
    path: '/api/settings',
    summary: 'Replace the age-range and city preferences',
    auth: true,
    body: updateSettingsRequestSchema,
    status: 200,
    response: settingsSchema,
    errors: AUTHED_ERRORS,
  },
} as const satisfies Record<string, ApiRoute>;
