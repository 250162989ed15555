// `npm run admin -- grant someone@example.com` gives a user the admin role; `revoke` takes it away.
import { UsersRepository } from '../account/users-repository';
import { openConfiguredDatabase } from '../db/open-configured';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run admin -- grant|revoke someone@example.com';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await openConfiguredDatabase();
  try {
    const changed = await new UsersRepository(db).setRole(email, command === 'grant' ? 'admin' : 'user');
    if (!changed) {
      console.error(`No account uses the e-mail address ${email}.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, 'The admin command failed');
