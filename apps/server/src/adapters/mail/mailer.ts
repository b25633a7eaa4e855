export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
};

export type SentMail = MailMessage & { id: string; from: string; sentAt: string };

/** Sends e-mail: to files in the outbox by default, over SMTP when SMTP_URL is set. */
export type Mailer = { send(message: MailMessage): Promise<SentMail> };
