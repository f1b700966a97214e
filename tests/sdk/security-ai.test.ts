/**
 * What 1.1.0's `aiCustomFetch` accepts from the server: an answer that is not encrypted is
 * handed to the `openai` client as it came.
 */
import {expect} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {test} from './support/behaviour';
import {openaiClient} from './support/openai';
import {call, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const COMPLETIONS = '/v1/chat/completions';
const request = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: 'hello'}]};
const PLAIN_TEXT = 'this answer never went through the session key';

/**
 * @backs security#what-is-not-encrypted
 * @backs security#what-only-the-server-decides
 */
test('v1.ai-plain-answer-passes: `aiCustomFetch` hands an answer that is not encrypted to the `openai` client as it came, so a plain JSON completion reads like one from the enclave', async () => {
  const {sdk} = await signedIn('1.1.0');
  standIn.faults.add({
    path: COMPLETIONS,
    status: 200,
    body: {
      json: {
        id: 'chatcmpl-plain',
        object: 'chat.completion',
        created: 1_735_689_600,
        model: STAND_IN_MODEL,
        choices: [{index: 0, message: {role: 'assistant', content: PLAIN_TEXT}, finish_reason: 'stop'}],
      },
    },
  });
  const completion = await call(() =>
    openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0}).chat.completions.create(request),
  );
  expect(completion.choices[0].message.content).toBe(PLAIN_TEXT);
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
});
