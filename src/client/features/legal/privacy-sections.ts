/** The privacy policy text (spec §2.16). Plain data so the page component stays layout only. */

export const PRIVACY_LAST_UPDATED = 'January 2025';

export type PolicySection = { id: string; title: string; paragraphs: string[]; bullets?: string[]; after?: string[] };

export const privacySections: PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      'Maya is an AI companion for dating and social connection. This policy explains what information we ' +
        'collect when you use Maya, why we collect it, who we share it with, and the choices you have.',
      'We designed Maya to need as little about you as possible. Where we do keep something, it is to make the product work for you, never to sell it.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['Depending on how far you go in Maya, we collect:'],
    bullets: [
      'Account details from the sign-in provider you choose (for example Google): your name, e-mail address and ' +
        'an account identifier. We never see your password.',
      'Your assessment answers: the choices you make in the scene-based personality assessment, short written ' +
        'or spoken answers to follow-up questions, and timing signals such as how long you took to answer.',
      'Your personality profile: the archetype, trait scores and lifestyle insights we derive from your ' +
        'answers, and the preferences Maya learns from your conversations with it.',
      'Simulated conversations: the conversations Maya simulates between your persona and potential matches, with their compatibility scores and outcomes.',
      'Messaging-app connection: if you choose to continue with Maya in a messaging app, the phone number you ' +
        'give us for that connection and the messages exchanged with Maya there.',
      'Technical data: basic device, browser and performance information, and security logs (such as sign-in events) that help us keep your account safe.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    paragraphs: ['We use your information to:'],
    bullets: [
      'sign you in and keep your session secure;',
      'build your personality profile and explain it to you;',
      'simulate conversations and suggest people you are likely to get along with;',
      'hand you off to, and keep talking with you in, the messaging app you choose;',
      'adapt how Maya talks with you, based on your feedback and interactions;',
      'detect abuse, fix problems and improve Maya.',
    ],
    after: [
      'We use AI models to generate Maya’s replies and simulated conversations. Your data is sent to a model ' +
        'provider only to produce those replies, and not to train third-party models.',
    ],
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    paragraphs: [
      'We do not sell your personal information, and we do not share it with advertisers or data brokers.',
      'We share information only with service providers that run Maya on our behalf (hosting, sign-in, AI ' +
        'processing and message delivery), under contracts that limit their use of it to that service; with the ' +
        'messaging app you choose, to deliver the messages you ask for; and when the law requires it or to ' +
        'protect people’s safety.',
      'Other users never see your assessment answers or your full profile.',
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    paragraphs: [
      'Your data is encrypted in transit. Sessions use short-lived, secure cookies, and sign-in tokens are ' +
        'stored only in hashed form. Access to personal data within our team is limited to people who need it to ' +
        'run the service, and is logged.',
      'No system is perfectly secure. If we learn of a breach that affects your information, we will tell you promptly.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: ['Wherever you live, you can:'],
    bullets: [
      'ask for a copy of the information we hold about you;',
      'correct information that is wrong;',
      'disconnect a messaging app at any time;',
      'ask us to delete your account and all associated data — we delete it on request, except the little we must keep by law;',
      'object to or restrict certain processing, and complain to your local data-protection authority.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    paragraphs: ['Questions, requests or concerns about your privacy? Write to us and we will answer within 30 days.'],
  },
];
