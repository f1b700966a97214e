/**
 * What `aiCustomFetch` accepts from the server: an answer that is not encrypted is handed to the
 * `openai` client as it came; a streamed event that does not decrypt is left out and logged.
 */
import {expect} from 'vitest';
import {STAND_IN_MODEL} from './stand-in/routes/ai';
import {inBothReleases} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {openaiClient} from './support/openai';
import {call, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const COMPLETIONS = '/v1/chat/completions';
const request = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: 'hello'}]};
const PLAIN_TEXT = 'this answer never went through the session key';

inBothReleases({'3.2.0': 'v3.ai-plain-answer-passes', '1.1.0': 'v1.ai-plain-answer-passes'}, async (release) => {
  const {sdk} = await signedIn(release);
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

inBothReleases(
  {'3.2.0': 'v3.ai-undecryptable-event-dropped', '1.1.0': 'v1.ai-undecryptable-event-dropped'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const injected = JSON.stringify({
      id: 'chatcmpl-plain',
      object: 'chat.completion.chunk',
      created: 1_735_689_600,
      model: STAND_IN_MODEL,
      choices: [{index: 0, delta: {content: PLAIN_TEXT}, finish_reason: null}],
    });
    standIn.faults.add({
      path: COMPLETIONS,
      status: 200,
      headers: {'content-type': 'text/event-stream'},
      body: {text: `data: ${injected}\n\ndata: [DONE]\n\n`},
    });
    const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
    const text = await call(async () => {
      let answer = '';
      for await (const chunk of await client.chat.completions.create({...request, stream: true})) {
        answer += chunk.choices[0]?.delta.content ?? '';
      }
      return answer;
    });
    expect(text).toBe('');
    expect(consoleText()).toContain(`Data: ${injected}`);
    expect(consoleText()).toContain('log: Skipping corrupted chunk');
  },
);
