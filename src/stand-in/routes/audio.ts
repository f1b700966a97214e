/**
 * Audio transcription: answers with a "transcript" that describes what arrived (file name,
 * byte count, content type and model), so a test can see what the SDK sent. Accepts an access
 * token or an API key.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';

export const AUDIO_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/audio\/transcriptions$/,
    auth: 'user-or-api-key',
    handle({body}) {
      const {file, filename, content_type: type, model} = fields(body);
      if (typeof file !== 'string') return fail(422, 'file missing');
      const bytes = Buffer.from(file, 'base64').length;
      return ok({
        text: `stand-in transcript of ${String(filename)} (${bytes} bytes, ${String(type)}, ${String(model)})`,
      });
    },
  },
];
