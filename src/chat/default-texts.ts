// Default bot texts. They are parameters of the engine (not literals in the logic) because
// editors will move them into content/chat.yaml. Placeholders in braces ({name}, {email}, ...)
// are filled by fillText; a placeholder with no value is left as written.
import type { QuickAction } from "./knowledge-types.ts";

/** The original bot's text, exactly (docs/decisions/0151): any exception while choosing a reply. Not editable. */
export const REPLY_ERROR_TEXT = "Sorry, I encountered an error. Please try again or contact our support team directly.";

export interface ChatTexts {
  welcome: string;
  greeting: string;
  thanks: string;
  /** Reply to 'ok', 'yes', 'no' when no offer is pending. */
  acknowledge: string;
  /** Decision 3. Must keep 'contact form' and end with the 'Schedule a meeting' question. */
  noMatch: string;
  contactFormLinkLabel: string;
  /** Under an AI answer: the contact offers stay. Must keep 'contact form' and end with the 'Schedule a meeting' question. */
  aiFollowUp: string;
  declined: string;
  flowCancelled: string;
  careerAskName: string;
  careerAskMobile: string;
  careerAskEmail: string;
  careerAskResume: string;
  careerSuccess: string;
  contactAskName: string;
  contactAskEmail: string;
  contactAskPhone: string;
  contactSuccess: string;
  meetingAskName: string;
  meetingAskEmail: string;
  /** {slots} becomes one numbered line per offered weekday. */
  meetingAskDate: string;
  meetingAskTime: string;
  meetingSuccess: string;
  meetingIcsLabel: string;
  /** A finished flow's lead could not reach the server; {reason} is one of the three below. Ends with a yes/no question. */
  submitNotSent: string;
  notSentNetwork: string;
  notSentServer: string;
  notSentBusy: string;
  /** Any other answer while a lead waits to be sent again. */
  resendWaiting: string;
  /** 'no' to sending a kept lead again. */
  resendDeclined: string;
}

export const DEFAULT_TEXTS: ChatTexts = {
  welcome:
    "Hi! I'm the virtual assistant. Ask me about our services, case studies, careers or how to reach us, or pick a quick action below.",
  greeting: "Hello! How can I help you today? You can ask about our services, case studies, careers or pricing.",
  thanks: "You're welcome! Is there anything else I can help you with?",
  acknowledge: "Okay! Is there anything else I can help you with?",
  noMatch:
    "I'm sorry, I don't have information about that. Our team can help: use our contact form, email {email} or call {phone}. Would you like to Schedule a meeting? (yes/no)",
  contactFormLinkLabel: "Open the contact form",
  aiFollowUp:
    "For more, our team is happy to help: use our contact form, email {email} or call {phone}. Would you like to Schedule a meeting? (yes/no)",
  declined: "No problem! Is there anything else I can help you with?",
  flowCancelled: "No problem, I've stopped here and nothing was sent. What else can I help you with?",
  careerAskName: "Great, let's start your application! (Type 'cancel' at any time to stop.) What's your full name?",
  careerAskMobile: "Thanks, {name}! What's your mobile number?",
  careerAskEmail: "What's your email address?",
  careerAskResume: "Please share a link to your resume (for example Google Drive, Dropbox or LinkedIn):",
  careerSuccess: "Thank you, {name}! Your application has been submitted. Our HR team will contact you within 2-3 days.",
  contactAskName: "I'll connect you with our team. (Type 'cancel' at any time to stop.) What's your name?",
  contactAskEmail: "Thanks, {name}! What's your email address?",
  contactAskPhone: "And your phone number?",
  contactSuccess: "Thank you, {name}! Our team will contact you within 24 hours.",
  meetingAskName: "Let's schedule a meeting with our team. (Type 'cancel' at any time to stop.) What's your name?",
  meetingAskEmail: "Thanks, {name}! What's your email address? We'll send the calendar invite there.",
  meetingAskDate: "Which day suits you? Reply with a number (1-5):\n{slots}",
  meetingAskTime: "{date} it is. What time? We meet Mon-Fri 9 AM - 6 PM Eastern Time (e.g. '10 AM', '2 PM'):",
  meetingSuccess:
    "Your meeting is booked for {date} at {time} Eastern Time. We'll send a calendar invite to {email}; you can also download the .ics file below.",
  meetingIcsLabel: "Download calendar invite (.ics)",
  submitNotSent:
    "Sorry, something went wrong while submitting your form: {reason}. Your details have not been sent yet, and your answers are kept. Shall I send them again? (yes/no)",
  notSentNetwork: "our server could not be reached (is the connection down?)",
  notSentServer: "our server could not take them just now",
  notSentBusy: "our server is busy right now",
  resendWaiting: "Your details are still waiting to be sent. Reply 'yes' to send them again now, or 'no' to let them go.",
  resendDeclined: "Okay, I haven't sent them. If you change your mind, start again from the quick actions. What else can I help you with?",
};

/** Quick action ids 'career', 'contact' and 'meeting' start the guided flows. */
export const DEFAULT_QUICK_ACTIONS: QuickAction[] = [
  { id: "services", question: "What services do you offer?", category: "services" },
  { id: "pricing", question: "How much do your services cost?", category: "pricing" },
  { id: "portfolio", question: "Show me your case studies", category: "portfolio" },
  { id: "meeting", question: "Schedule a meeting", category: "meeting" },
  { id: "contact", question: "Contact your team", category: "contact" },
  { id: "career", question: "Apply for a job", category: "careers" },
];

export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
