import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A private CA and one server certificate it signed, made with `openssl` in a test's folder:
// for servers a test starts with TLS (the Redis harnesses), which a client trusts only when
// given the CA. Needs `openssl` on the PATH.

const run = promisify(execFile);

export interface TestCertificates {
  /** The CA's certificate (PEM): what a client is given to trust the server. */
  caFile: string;
  /** The server's certificate, for the names given (by default `localhost` and 127.0.0.1), and its key. */
  certFile: string;
  keyFile: string;
}

/** `names` are subject alternative names as openssl writes them: `DNS:localhost`, `IP:127.0.0.1`. */
export async function makeTestCertificates(
  dir: string,
  names: readonly string[] = ['DNS:localhost', 'IP:127.0.0.1'],
): Promise<TestCertificates> {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args);
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Starmatch test CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
  );
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
  );
  // Node checks the name a client connected to against the subject alternative names only.
  await writeFile(file('server.ext'), `subjectAltName=${names.join(',')}\n`);
  await openssl(
    'x509',
    '-req',
    '-days',
    '2',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.crt'),
  );
  return { caFile: file('ca.crt'), certFile: file('server.crt'), keyFile: file('server.key') };
}
