/**
 * What the preview frame renders: the sample's component under React StrictMode, inside the
 * release's own `OpenSecretProvider` pointed at the stand-in in the frame, with the demo account
 * signed in first when the run asks for it. An error the component throws while rendering is
 * reported with its place (an error boundary) and shown in the preview; sign-out and switch-user
 * act through the provider, as a reader's app would.
 */
import {Component, StrictMode, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {DEMO_ACCOUNTS, PREVIEW_API_URL, PREVIEW_CLIENT_ID} from '../protocol';

/** What the harness needs of an SDK release. */
export interface ReleaseModule {
  OpenSecretProvider: ComponentType<{apiUrl: string; clientId: string; children?: ReactNode}>;
  useOpenSecret: () => {
    auth: {loading: boolean; user?: {user: {email?: string}}};
    signIn: (email: string, password: string) => Promise<unknown>;
    signOut: () => Promise<unknown>;
  };
}

/** The account actions the page's controls take, set once the provider is up. */
export interface AccountControl {
  signOut(): Promise<void>;
  switchUser(): Promise<void>;
}

export interface HarnessProps {
  sdk: ReleaseModule;
  Sample: ComponentType;
  signedIn: boolean;
  controlRef: {current: AccountControl | null};
  onAccount: (email: string | null, busy: boolean) => void;
  onRendered: () => void;
  onRenderError: (error: unknown) => void;
}

class Boundary extends Component<{onError: (error: unknown) => void; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function Rendered({onRendered}: {onRendered: () => void}): null {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

function Account({
  sdk,
  signedIn,
  controlRef,
  onAccount,
  children,
}: Omit<HarnessProps, 'Sample' | 'onRendered' | 'onRenderError'> & {children: ReactNode}): ReactNode {
  const os = sdk.useOpenSecret();
  const [busy, setBusy] = useState(signedIn);
  // The sample renders once the first sign-in has settled, as it would behind a sign-in page.
  const [ready, setReady] = useState(!signedIn);
  const started = useRef(false);
  const email = os.auth.user?.user.email ?? null;
  const latest = useRef(os);
  // The account signed in last: Switch user after a sign-out signs the other one in.
  const last = useRef<string | null>(null);
  useEffect(() => {
    latest.current = os;
    if (email) last.current = email;
  });

  useEffect(() => {
    controlRef.current = {
      async signOut() {
        setBusy(true);
        try {
          await latest.current.signOut();
        } finally {
          setBusy(false);
        }
      },
      async switchUser() {
        const current = latest.current.auth.user?.user.email;
        const next = DEMO_ACCOUNTS.find((account) => account.email !== (current ?? last.current)) ?? DEMO_ACCOUNTS[0];
        setBusy(true);
        try {
          if (current) await latest.current.signOut();
          await latest.current.signIn(next.email, next.password);
        } finally {
          setBusy(false);
        }
      },
    };
    return () => {
      controlRef.current = null;
    };
  }, [controlRef]);

  // The first sign-in, once the provider has read the (empty) storage: once, under StrictMode too.
  useEffect(() => {
    if (!signedIn || os.auth.loading || started.current) return;
    started.current = true;
    const [first] = DEMO_ACCOUNTS;
    latest.current
      .signIn(first.email, first.password)
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setReady(true);
      });
  }, [signedIn, os.auth.loading]);

  useEffect(() => onAccount(email, busy), [email, busy, onAccount]);

  return ready ? children : <p role="status">Signing in the demo account…</p>;
}

export function Harness(props: HarnessProps): ReactNode {
  const {sdk, Sample, onRendered, onRenderError} = props;
  return (
    <StrictMode>
      <sdk.OpenSecretProvider apiUrl={PREVIEW_API_URL} clientId={PREVIEW_CLIENT_ID}>
        <Account {...props}>
          <Boundary onError={onRenderError}>
            <Sample />
            <Rendered onRendered={onRendered} />
          </Boundary>
        </Account>
      </sdk.OpenSecretProvider>
    </StrictMode>
  );
}
