import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {GUIDES_3X as GUIDES, LATEST_DOCS} from '@site/src/constants';
import {icons} from './icons';
import SectionIntro from '../SectionIntro';
import styles from './styles.module.css';

/** Every guide of the latest docs version but getting-started documents one capability of the SDK. */
type CapabilitySlug = Exclude<(typeof GUIDES)[number], 'getting-started'>;

interface Capability {
  title: string;
  description: ReactNode;
  /** The main members of useOpenSecret() the guide covers, as the latest release declares them; none if it has only exports. */
  api: readonly string[];
}

/** Keyed by guide slug, so a guide added to GUIDES without a card here fails type checking. */
const CAPABILITIES: Record<CapabilitySlug, Capability> = {
  authentication: {
    title: 'Authentication',
    description: (
      <>
        Email and password accounts, GitHub, Google and Apple sign-in, email verification and password resets. The
        provider keeps <code>auth.user</code> and <code>auth.loading</code> current for your UI.
      </>
    ),
    api: ['signIn', 'signUp', 'initiateGoogleAuth'],
  },
  'sign-in-with-apple': {
    title: 'Sign in with Apple',
    description: (
      <>
        Let people use their Apple ID: a redirect to Apple on the web, or the credential from Apple&apos;s own sign-in
        sheet inside an iOS app.
      </>
    ),
    api: ['initiateAppleAuth', 'handleAppleCallback', 'handleAppleNativeSignIn'],
  },
  'guest-accounts': {
    title: 'Guest accounts',
    description: (
      <>
        Let people start with nothing but a password. A guest signs back in with the ID it was given; with no email on
        the account, a forgotten password cannot be reset by email.
      </>
    ),
    api: ['signUpGuest', 'signInGuest'],
  },
  'account-deletion': {
    title: 'Account deletion',
    description: (
      <>
        Let users delete their account, confirmed by an emailed code and a secret that never leaves the browser before
        the last step, or clear only the data they stored.
      </>
    ),
    api: ['requestAccountDeletion', 'confirmAccountDeletion', 'delAll'],
  },
  'key-value-storage': {
    title: 'Key-value storage',
    description: (
      <>
        A private store of string values for each user. Read, write, list and delete by key, or clear them all; listed
        items carry their creation and update times.
      </>
    ),
    api: ['get', 'put', 'list', 'del', 'delAll'],
  },
  'data-encryption': {
    title: 'Data encryption',
    description: (
      <>
        Have the enclave encrypt any string under a key derived from the user&apos;s seed, and store the ciphertext
        anywhere. Pick a derivation path to keep separate keys for separate purposes.
      </>
    ),
    api: ['encryptData', 'decryptData'],
  },
  'cryptographic-operations': {
    title: 'Cryptographic operations',
    description: (
      <>
        Each user has a <span className={styles.nowrap}>BIP-39</span> seed they never have to look after. Derive keys
        along <span className={styles.nowrap}>BIP-32</span> or <span className={styles.nowrap}>BIP-85</span> paths, read
        public keys and sign messages with Schnorr or ECDSA, or export a key when the user asks.
      </>
    ),
    api: ['getPublicKey', 'signMessage', 'getPrivateKey'],
  },
  'remote-attestation': {
    title: 'Remote attestation',
    description: (
      <>
        See for yourself what the server runs: verify the enclave&apos;s signed attestation document against AWS&apos;s
        root certificate and match its PCR0 code measurement against known builds and, by default, a signed history of
        published builds. The SDK reports the match; acting on it is up to you.
      </>
    ),
    api: ['getAttestationDocument', 'pcrConfig'],
  },
  'ai-integration': {
    title: 'AI integration',
    description: (
      <>
        Hand <code>aiCustomFetch</code> to the OpenAI client as its <code>fetch</code>: prompts travel encrypted to the
        enclave, and encrypted replies, streamed or not, are decrypted in the browser.
      </>
    ),
    api: ['aiCustomFetch'],
  },
  models: {
    title: 'Models',
    description: (
      <>
        Ask which AI models OpenSecret serves, or read its catalog: display names, access tiers, capabilities such as
        vision or tool use, and two automatic aliases.
      </>
    ),
    api: ['fetchModels', 'fetchModelCatalog'],
  },
  'api-keys': {
    title: 'API keys',
    description: (
      <>
        A signed-in user creates, lists and deletes API keys, each value shown once. A key set on the context authorizes
        AI requests without a session.
      </>
    ),
    api: ['createApiKey', 'setApiKey', 'deleteApiKey'],
  },
  conversations: {
    title: 'Conversations',
    description: (
      <>
        Keep each user&apos;s chat history on OpenSecret: create, pin, rename and delete conversations, page through
        them and read their messages back.
      </>
    ),
    api: ['listConversations', 'createConversation', 'batchDeleteConversations'],
  },
  'conversation-projects': {
    title: 'Conversation projects',
    description: (
      <>
        Group conversations into named projects with their own instructions, and move conversations in and out of them
        one by one or in a batch.
      </>
    ),
    api: ['createConversationProject', 'listConversationProjects', 'batchUpdateConversationProject'],
  },
  responses: {
    title: 'Responses API',
    description: (
      <>
        Model answers with an ID of their own, kept on OpenSecret: read one again, list earlier ones page by page,
        cancel one in progress or delete it. Stream them through the OpenAI client.
      </>
    ),
    api: ['createResponse', 'fetchResponsesList', 'cancelResponse'],
  },
  instructions: {
    title: 'Instructions',
    description: (
      <>
        Let users save named system prompts in their account, edit them and mark one as their default, then send the
        chosen prompt with their AI requests.
      </>
    ),
    api: ['createInstruction', 'listInstructions', 'setDefaultInstruction'],
  },
  agents: {
    title: 'Agents',
    description: (
      <>
        Every user has a main agent and can create subagents for a stated purpose. Read their messages a page at a time,
        or delete them, with functions you import rather than methods of the hook.
      </>
    ),
    api: ['getMainAgent', 'createSubagent', 'listSubagentItems'],
  },
  'document-upload': {
    title: 'Document upload',
    description: (
      <>
        Turn a PDF or office file of up to 10&nbsp;MB into text, sent encrypted like every other call. An upload starts
        a background task: check on it yourself, or let the SDK poll until the text is ready.
      </>
    ),
    api: ['uploadDocument', 'uploadDocumentWithPolling', 'checkDocumentStatus'],
  },
  'audio-transcription': {
    title: 'Audio transcription',
    description: (
      <>
        Turn uploaded or recorded speech into text. The audio travels encrypted to the enclave, and the transcript comes
        back the same way.
      </>
    ),
    api: ['transcribeAudio'],
  },
  'third-party-tokens': {
    title: 'Third-party tokens',
    description: (
      <>
        Issue a signed JWT for the signed-in user, optionally limited to one audience, so your other services can check
        who is calling.
      </>
    ),
    api: ['generateThirdPartyToken'],
  },
};

const SLUGS = GUIDES.filter((slug): slug is CapabilitySlug => slug !== 'getting-started');

/** The private-AI guides start at ai-integration; the guides before it cover users and their data. */
const AI_START = SLUGS.indexOf('ai-integration');

interface GroupProps {
  id: string;
  title: string;
  lede: ReactNode;
  slugs: readonly CapabilitySlug[];
  className: string;
}

function CapabilityGroup({id, title, lede, slugs, className}: GroupProps): ReactNode {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <SectionIntro id={id} title={title}>
          {lede}
        </SectionIntro>
        <ul className={styles.grid}>
          {slugs.map((slug) => {
            const {title: cardTitle, description, api} = CAPABILITIES[slug];
            return (
              <li key={slug} className={styles.card}>
                <span className={styles.icon}>{icons[slug]}</span>
                <h3 className={styles.title}>
                  <Link className={styles.link} to={`${LATEST_DOCS.docsBase}guides/${slug}`}>
                    {cardTitle}
                  </Link>
                </h3>
                <p className={styles.description}>{description}</p>
                <p className={styles.api}>
                  {api.map((name) => (
                    <code key={name}>{name}</code>
                  ))}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** One card per SDK capability, in guide order, each linking to its guide: users and data first, then private AI. */
export default function Capabilities(): ReactNode {
  return (
    <>
      <CapabilityGroup
        id="capabilities"
        title="Everything in one hook"
        className={styles.section}
        slugs={SLUGS.slice(0, AI_START)}
        lede={
          <>
            Each capability is a set of methods on the object <code>useOpenSecret()</code> returns, and each has a guide
            of its own.
          </>
        }
      />
      <CapabilityGroup
        id="private-ai"
        title="Private AI"
        className={`${styles.section} ${styles.sectionFollowing}`}
        slugs={SLUGS.slice(AI_START)}
        lede={
          <>
            Prompts, files and recordings travel to the enclave in encrypted bodies like every other call, and encrypted
            answers are decrypted in the browser. Use the OpenAI client over the SDK&apos;s fetch, or the SDK&apos;s own
            calls for models, keys, history and agents.
          </>
        }
      />
    </>
  );
}
