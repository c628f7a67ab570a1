// The test SFTP server in a process of its own (`node test-sftp-server-process.ts <root> <user>
// <password>`), so a benchmark's servers do not share a CPU's event loop with what measures them.
// Prints {"port":n} once listening; stops on SIGTERM.
import { startSftpServer } from './test-sftp-server.ts';

const [root, username, password] = process.argv.slice(2);
if (!root || !username || !password) throw new Error('usage: test-sftp-server-process.ts <root> <username> <password>');
const server = await startSftpServer({ root, username, password });
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
