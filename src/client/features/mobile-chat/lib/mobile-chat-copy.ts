/** The chat's words (spec §8.5 toasts word for word). */
export const CHAT_TOASTS = {
  invalidLink: { title: 'Invalid Link', description: 'This QR code link is invalid or expired.' },
  sessionExpired: { title: 'Session Expired', description: 'This conversation link has expired. Please scan a new QR code.' },
  connectionError: { title: 'Connection Error', description: 'Failed to connect to your conversation. Please try again.' },
  messageFailed: { title: 'Message Failed', description: 'Failed to send message. Please try again.' },
  voiceUnavailable: { title: 'Voice Chat Unavailable', description: 'Unable to access microphone. Please check your permissions.' },
  recordingFailed: { title: 'Recording Failed', description: 'Unable to start recording. Please try again.' },
  recordingError: { title: 'Recording Error', description: 'Failed to process voice message' },
} as const;

export const EMPTY_CHAT_PROMPTS = [
  'How was your day, really?',
  'Nervous about a date coming up',
  'What should I ask on a first date?',
] as const;
