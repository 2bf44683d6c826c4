import { MAX_FILE_BYTES } from '#core/contracts/files.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { readSingleFile } from '../../http/single-file.ts';
import type { TFilesService } from './files.service.ts';

const FILE_MESSAGES = {
  required: 'errors.files.required',
  onePerRequest: 'errors.files.onePerRequest',
  tooLarge: 'errors.files.tooLarge',
};

export function registerFilesRoutes(app: TApiApp, service: TFilesService): void {
  const serve = endpointServer(app);
  serve('POST /api/files/:kind', async ({ params }, c) =>
    service.upload(params.kind, await readSingleFile(c, MAX_FILE_BYTES, FILE_MESSAGES), principalOf(c)),
  );
  serve('GET /api/files/:id', async ({ params }, c) => {
    const file = await service.read(params.id, principalOf(c));
    return {
      data: new Uint8Array(file.data),
      mediaType: file.mimeType,
      disposition: 'inline',
      fileName: `${params.id}`,
    };
  });
}
