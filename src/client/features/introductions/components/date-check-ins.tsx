/**
 * SLOT for the lead (issue 41 item 1): the person's planned dates and their check-ins, on the
 * home's Introductions after the people introduced ("Did you meet?" → "How was it?" (1-5) →
 * "Would you like to see them again?", each answer saved once, never shown to the other person).
 * NOTE: renders nothing yet: there is no dates or check-ins API to read. When there is, read it in
 * ../api (one file per operation, as the shortlist does) and list each planned date here with its
 * open check-in; the section already gives this its place (member-home IntroductionsSection).
 */
export function DateCheckIns() {
  return null;
}
