export { mailPlugin } from './mail-plugin';
export { passwordResetMail, verifyEmailMail } from './account-mails';
export type { Mail, Mailer } from './mailer';
