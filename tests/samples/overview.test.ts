/**
 * The first code readers meet: the docs overview's greeting in both versions and the home page's
 * quick start, on a fresh page load and after a reload with a stored session.
 */
import {screen} from '@testing-library/react';
import {createElement} from 'react';
import {expect, it} from 'vitest';
import type {PageSample} from './support/pages';
import {
  componentOf,
  earlierVisitSignedIn,
  openPage,
  READER,
  renderInProvider,
  renderStrict,
  samplesOf,
  settle,
  standIn,
  user,
} from './support/scenarios';

function greetingScenarios(sample: PageSample): void {
  it('Greeting says nobody is signed in on a fresh load with empty storage, sending nothing', async () => {
    const load = await openPage(sample);
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'Greeting')));
    expect((await screen.findByText('You are not signed in.')).tagName).toBe('P');
    expect(standIn.log.lines()).toEqual([]);
  });

  it('Greeting names the user restored after a reload, and Sign out returns to the signed-out text', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample);
    const view = renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'Greeting')));
    await screen.findByRole('button', {name: 'Sign out'});
    expect(view.container.textContent).toBe(`Signed in as ${READER.email}. Sign out`);
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(standIn.log.lines()).toContain('POST /logout');
  });
}

samplesOf('docs/index.mdx', 'src/Greeting.tsx', greetingScenarios);
samplesOf('versioned_docs/version-1.1.0/index.mdx', 'src/Greeting.tsx', greetingScenarios);

samplesOf('src/components/Home/Install/QuickStart.mdx', 'src/App.tsx', (sample) => {
  it('the quick start asks a first-time visitor to sign in, and sends nothing to its placeholder URL', async () => {
    const load = await openPage(sample);
    renderStrict(createElement(componentOf(load, sample.title, 'default')));
    expect(await screen.findByText('Sign in to save notes.')).toBeTruthy();
    await settle();
    expect(standIn.intercepted()).toEqual([]);
  });
});
