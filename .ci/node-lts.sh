# Sourced by .ci/run: makes sure the `node` on PATH satisfies package.json's `engines`, else
# installs the Node LTS that .nvmrc names from the npm registry (the official build, packaged
# as `node-linux-<arch>`) and puts it first on PATH (decision 062). The machine's own node stays
# as it is. npm is the machine's, run by this node through its `#!/usr/bin/env node` line.

node_satisfies_engines() {
  # npm's own semver (bundled with npm), so the range is read the way npm reads it.
  local npm_dir
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  node -e '
    const semver = require(`${process.argv[1]}/node_modules/semver`);
    const range = require("./package.json").engines.node;
    process.exit(semver.satisfies(process.version, range) ? 0 : 1);
  ' "$npm_dir"
}

if ! node_satisfies_engines; then
  node_version=$(cat .nvmrc)
  node_package="node-linux-$(node -p process.arch)"
  node_prefix="${NODE_LTS_PREFIX:-/opt/node-${node_version%%.*}}"
  node_home="${node_prefix}/node_modules/${node_package}"
  if [ "$("${node_home}/bin/node" --version 2>/dev/null)" != "v${node_version}" ]; then
    echo "node $(node --version) is outside engines; installing ${node_package}@${node_version} in ${node_prefix}"
    npm install --prefix "$node_prefix" --prefer-offline --no-audit --no-fund \
      "${node_package}@${node_version}"
  fi
  export PATH="${node_home}/bin:${PATH}"
fi

# node-gyp builds native addons (better-sqlite3) against the headers of the node that runs,
# not whatever npm's config names (Debian's nodedir=/usr), and never tries to download them.
node_root=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
if [ -f "${node_root}/include/node/node_version.h" ]; then
  export npm_config_nodedir="$node_root"
fi

# better-sqlite3 has no prebuilt binary reachable here, so npm ci compiles it: SQLite's one
# 8 MB C file (about 70 s of CPU) and the binding's C++ file. make runs them one after the
# other unless told; on two cores they run side by side.
export JOBS=max
