import type {ReactNode, SVGProps} from 'react';

/** 24px line icons, one per capability. Decorative: the card's heading names the capability. */
function Icon({children, ...props}: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}>
      {children}
    </svg>
  );
}

export const icons = {
  authentication: (
    <Icon>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.5 20.25a7.5 7.5 0 0 1 15 0" />
    </Icon>
  ),
  'sign-in-with-apple': (
    <Icon>
      <path d="M13.75 3.75h4.5a2 2 0 0 1 2 2v12.5a2 2 0 0 1-2 2h-4.5" />
      <path d="M3.75 12h11M11.25 8.25 15 12l-3.75 3.75" />
    </Icon>
  ),
  'guest-accounts': (
    <Icon>
      <circle cx="10" cy="8" r="3.75" />
      <path d="M2.75 20.25a7.25 7.25 0 0 1 11.5-5.9" />
      <path d="M18.5 14v6.5M15.25 17.25h6.5" />
    </Icon>
  ),
  'account-deletion': (
    <Icon>
      <path d="M4.25 6.75h15.5M9.75 6.75v-2a1 1 0 0 1 1-1h2.5a1 1 0 0 1 1 1v2" />
      <path d="M6.25 6.75 7.1 19.2a2 2 0 0 0 2 1.8h5.8a2 2 0 0 0 2-1.8l.85-12.45" />
      <path d="M10.25 10.75v6M13.75 10.75v6" />
    </Icon>
  ),
  'key-value-storage': (
    <Icon>
      <ellipse cx="12" cy="5.75" rx="7.25" ry="2.75" />
      <path d="M4.75 5.75v12.5c0 1.52 3.25 2.75 7.25 2.75s7.25-1.23 7.25-2.75V5.75" />
      <path d="M4.75 12c0 1.52 3.25 2.75 7.25 2.75s7.25-1.23 7.25-2.75" />
    </Icon>
  ),
  'data-encryption': (
    <Icon>
      <rect x="4.75" y="10.5" width="14.5" height="10.25" rx="2.25" />
      <path d="M8.25 10.5V7.75a3.75 3.75 0 0 1 7.5 0v2.75" />
      <path d="M12 14.5v2.5" />
    </Icon>
  ),
  'cryptographic-operations': (
    <Icon>
      <circle cx="7.75" cy="16.25" r="4" />
      <path d="M10.6 13.4 20.25 3.75M16.5 7.5l2.75 2.75M14 10l2 2" />
    </Icon>
  ),
  'remote-attestation': (
    <Icon>
      <path d="M12 2.75 19.25 5.5v6c0 4.6-3.05 7.9-7.25 9.75C7.8 19.4 4.75 16.1 4.75 11.5v-6z" />
      <path d="m8.75 11.75 2.25 2.25 4.25-4.5" />
    </Icon>
  ),
  'ai-integration': (
    <Icon>
      <path d="M20.25 12a8.25 8.25 0 0 1-12.1 7.3l-4.4 1 1-4.1A8.25 8.25 0 1 1 20.25 12z" />
      <path d="m12 7.75 1.05 2.95 2.95 1.05-2.95 1.05L12 15.75l-1.05-2.95L8 11.75l2.95-1.05z" />
    </Icon>
  ),
  models: (
    <Icon>
      <rect x="6.75" y="6.75" width="10.5" height="10.5" rx="1.75" />
      <path d="M9.75 3v3.75M14.25 3v3.75M9.75 17.25V21M14.25 17.25V21M3 9.75h3.75M3 14.25h3.75M17.25 9.75H21M17.25 14.25H21" />
    </Icon>
  ),
  'api-keys': (
    <Icon>
      <rect x="2.75" y="6.25" width="18.5" height="11.5" rx="2.25" />
      <circle cx="8" cy="12" r="2" />
      <path d="M10 12h7.25M15.25 12v2M17.25 12v1.5" />
    </Icon>
  ),
  conversations: (
    <Icon>
      <path d="M15.25 9.5a5.75 5.75 0 0 1-8.4 5.1l-3.1.65.7-2.85A5.75 5.75 0 1 1 15.25 9.5z" />
      <path d="M17.6 8.9a5.75 5.75 0 0 1 2.3 8.4l.6 2.95-3.05-.7a5.75 5.75 0 0 1-6.6-1.05" />
    </Icon>
  ),
  'conversation-projects': (
    <Icon>
      <path d="M2.75 6.5A1.75 1.75 0 0 1 4.5 4.75h4.25l2 2.5h8.75a1.75 1.75 0 0 1 1.75 1.75v9.5a1.75 1.75 0 0 1-1.75 1.75h-15a1.75 1.75 0 0 1-1.75-1.75z" />
      <path d="M8.25 12.25h7.5M8.25 15.75h4.5" />
    </Icon>
  ),
  responses: (
    <Icon>
      <rect x="3.75" y="3.75" width="16.5" height="16.5" rx="2.25" />
      <path d="M7.75 8.75h8.5M7.75 12h8.5M7.75 15.25h5" />
    </Icon>
  ),
  instructions: (
    <Icon>
      <path d="M6.75 3.75h10.5A2 2 0 0 1 19.25 5.75v14.5l-3.5-2.25-3.5 2.25-3.5-2.25-3.5 2.25V5.75a2 2 0 0 1 2-2z" />
      <path d="M8.75 8.5h6.5M8.75 12h4" />
    </Icon>
  ),
  agents: (
    <Icon>
      <circle cx="12" cy="5.75" r="2.75" />
      <circle cx="5.75" cy="18.25" r="2.75" />
      <circle cx="18.25" cy="18.25" r="2.75" />
      <path d="M10.6 8.15 7.15 15.85M13.4 8.15l3.45 7.7" />
    </Icon>
  ),
  'document-upload': (
    <Icon>
      <path d="M13.75 2.75H7A2.25 2.25 0 0 0 4.75 5v14A2.25 2.25 0 0 0 7 21.25h10A2.25 2.25 0 0 0 19.25 19V8.25z" />
      <path d="M13.75 2.75v5.5h5.5" />
      <path d="M12 17.75v-6M9.25 14.25 12 11.5l2.75 2.75" />
    </Icon>
  ),
  'audio-transcription': (
    <Icon>
      <rect x="9" y="2.75" width="6" height="11" rx="3" />
      <path d="M5.75 11a6.25 6.25 0 0 0 12.5 0M12 17.25v4M8.75 21.25h6.5" />
    </Icon>
  ),
  'third-party-tokens': (
    <Icon>
      <path d="M3.75 7.25h16.5v3a1.75 1.75 0 0 0 0 3.5v3H3.75v-3a1.75 1.75 0 0 0 0-3.5z" />
      <path d="M14.5 7.25v2M14.5 11v2M14.5 14.75v2" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;
