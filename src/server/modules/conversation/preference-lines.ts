/** How a learned preference reads in 'What Maya knows' (issue 14 §6). */
export const PREFERENCE_LABELS: Record<string, string> = {
  communication_style: 'How you write',
  engagement_preferences: 'When and how much you chat',
  interests: 'What you talk about',
};

const pct = (n: unknown) => `${Math.round((typeof n === 'number' ? n : 0) * 100)}%`;
const hour = (h: unknown) => (typeof h === 'number' ? `${String(h).padStart(2, '0')}:00` : null);

export function preferenceLines(category: string, data: Record<string, unknown>): string[] {
  switch (category) {
    case 'communication_style': {
      const style =
        data.message_length_preference === 'detailed'
          ? 'You write detailed messages'
          : data.message_length_preference === 'concise'
            ? 'You keep messages short'
            : 'Your messages are medium length';
      return [
        `${style} (about ${typeof data.average_message_length === 'number' ? data.average_message_length : 0} characters), so I match that.`,
        typeof data.emoji_usage === 'number' && data.emoji_usage > 0
          ? `You use emoji in ${pct(data.emoji_usage)} of messages.`
          : "You haven't used emoji so far.",
        `You ask questions in ${pct(data.question_asking_frequency)} of messages.`,
      ];
    }
    case 'engagement_preferences': {
      const tod = (data.time_of_day_preference ?? {}) as { most_active_hour?: unknown };
      const at = hour(tod.most_active_hour);
      return [
        `Activity level: ${typeof data.activity_level === 'string' ? data.activity_level : 'moderate'}.`,
        ...(at ? [`You're most active around ${at}.`] : []),
        `On a day you're here, we interact about ${Math.round(typeof data.interaction_frequency === 'number' ? data.interaction_frequency : 0)} times.`,
      ];
    }
    case 'interests': {
      const top = Array.isArray(data.top)
        ? (data.top as { term?: unknown; label?: unknown }[])
            .map((t) => (typeof t.label === 'string' ? t.label : t.term))
            .filter((t): t is string => typeof t === 'string')
        : [];
      return [top.length ? `Things you mention most: ${top.join(', ')}.` : 'Nothing stands out yet.'];
    }
    default:
      return [];
  }
}
