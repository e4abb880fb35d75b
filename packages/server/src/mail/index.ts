export { mailPlugin } from './mail-plugin';
export { passwordResetMail, verifyEmailMail } from './account-mails';
export { createMailer, type Mail, type Mailer } from './mailer';
