// `npm run lint`: Biome's recommended rules, then the house rules of DESIGN.md that a generic
// linter cannot know. Fails on any finding.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const biome = spawnSync('npx', ['biome', 'lint', '--diagnostic-level=error'], { stdio: 'inherit' });
let failed = biome.status !== 0;

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? (entry.name === 'gql' || entry.name === 'node_modules' ? [] : walk(full)) : [full];
      })
    : [];

const findings = [];
const rule = (files, test, message) => {
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (test(text, file)) findings.push(`${file}: ${message}`);
  }
};

const serverFiles = walk('server/src').filter((f) => f.endsWith('.ts'));
const adapters = serverFiles.filter((f) => /\.(resolver|routes)\.ts$/.test(f));
// Rule 1: adapters never touch the database; they call one service.
rule(adapters, (t) => /getRepository\(|\.query\(|\.transaction\(|createQueryBuilder\(/.test(t), 'resolvers and routes must call services, not the database (DESIGN rule 1)');
// Schema changes go through migrations only.
rule(serverFiles, (t) => /synchronize:\s*true/.test(t), 'synchronize must stay off: write a migration');
// Rule 8: secrets come from config, never from code.
rule(serverFiles, (t) => /rzp_(test|live)_[A-Za-z0-9]{14,}/.test(t), 'hard-coded Razorpay key');
// Client: routes own queries; features do not import other features except the named contracts.
const contracts = ['cart/use-add-to-cart', 'cart/use-cart', 'cart/CartButton', 'cart/cart.documents', 'delivery/PincodeCheck', 'coupons/CouponPanel', 'coupons/CouponBox', 'wishlist/WishlistButton', 'wishlist/WishlistLink', 'addresses/AddressFormDialog', 'account/AccountSidebar', 'session/', 'catalog/'];
const featureFiles = walk('client/src/features').filter((f) => /\.tsx?$/.test(f));
for (const file of featureFiles) {
  const own = file.split(path.sep)[3];
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/from '\.\.\/([a-z-]+)\/([^']+)'/g)) {
    const [, feature, rest] = match;
    if (feature !== own && !contracts.some((c) => `${feature}/${rest}`.startsWith(c))) {
      findings.push(`${file}: imports features/${feature}/${rest}; features talk only through contract files`);
    }
  }
}
// Tests that stopped testing.
const testFiles = [...walk('server'), ...walk('client/src'), ...walk('e2e')].filter((f) => /\.(test|e2e)\.tsx?$/.test(f));
rule(testFiles, (t) => /\b(it|test|describe)\.(skip|only|todo)\(/.test(t), 'skipped or focused test');

for (const finding of findings) console.error(finding);
if (findings.length) failed = true;
console.log(failed ? 'lint: problems found' : `lint: clean (${serverFiles.length + featureFiles.length} files checked against the house rules)`);
process.exit(failed ? 1 : 0);
