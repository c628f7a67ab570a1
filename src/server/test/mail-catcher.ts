// A real SMTP server for tests (the npm smtp-server, plain text, no login): each message whole,
// with its envelope's recipients, handed to `onMail`.
import { SMTPServer } from 'smtp-server';

export function mailCatcher(onMail: (text: string, recipients: string[]) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        onMail(
          text,
          session.envelope.rcptTo.map((to) => to.address),
        );
        done();
      });
    },
  });
}
