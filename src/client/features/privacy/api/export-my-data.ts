import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { exportFileName } from '@shared/domain/auth/sensitive-session';
import { personalDataExportSchema } from '@shared/schemas/privacy';
import { saveJsonFile } from '../lib/save-json-file';

/** POST /api/privacy/export: everything Maya holds about the signed-in person (a few times an hour). */
export const exportMyData = () =>
  api(apiPaths.privacyExport, { method: 'POST', body: {}, schema: personalDataExportSchema, asReceived: true });

/** Downloads the file as maya-data-YYYY-MM-DD.json (dated by the export itself). */
export const useExportMyData = () =>
  useMutation({
    mutationKey: ['privacy', 'export'],
    mutationFn: exportMyData,
    onSuccess: (data) => saveJsonFile(exportFileName(data.exported_at), data),
  });
