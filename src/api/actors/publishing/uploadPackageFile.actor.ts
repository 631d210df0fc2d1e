import { fromCallback, type EventObject } from 'xstate';
import type { UploadEvent, UploadInput } from '../../../machines/publishSimulation.machine';
import type { FileUploader } from '../../fileUpload';
import { publishingPaths } from '../../paths/publishingPaths';
import { dataSnapshotSummarySchema } from '../../schemas/dataSnapshot.schema';
import { simulationSettingsVersionSchema } from '../../schemas/simulationSettings.schema';
import type { z } from 'zod';

type UploadTarget = { url: (id: string) => string; schema: z.ZodType; contentType: string };

/**
 * One file sent with its progress: `upload.progress` as the bytes leave, then `upload.done` or
 * `upload.failed` with the ApiError (a refused file's 400 carries its `error_messages`). Stopping
 * the actor cancels the upload.
 */
function uploadActor(uploader: FileUploader, target: UploadTarget) {
  return fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
    const report = (event: UploadEvent) => sendBack(event);
    const controller = new AbortController();
    uploader
      .upload(target.url(input.id), target.schema, {
        body: input.file,
        contentType: target.contentType,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => report({ type: 'upload.progress', loaded, total }),
      })
      .then(
        () => report({ type: 'upload.done' }),
        (error: unknown) => {
          if (!controller.signal.aborted) report({ type: 'upload.failed', error });
        },
      );
    return () => controller.abort();
  });
}

/** POST /data-snapshots/{dsId}/uploads with assets.csv's bytes as text/csv. */
export const uploadAssetsActor = (uploader: FileUploader) =>
  uploadActor(uploader, { url: (dsId) => publishingPaths.uploadSnapshot.url({ dsId }), schema: dataSnapshotSummarySchema, contentType: 'text/csv' });

/** POST /simulation-settings/{ssId}/uploads with settings.json as the JSON body. */
export const uploadSettingsActor = (uploader: FileUploader) =>
  uploadActor(uploader, {
    url: (ssId) => publishingPaths.uploadSettings.url({ ssId }),
    schema: simulationSettingsVersionSchema,
    contentType: 'application/json',
  });
