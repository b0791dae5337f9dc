// The import-boundaries rule against the real workspace layout (node --test eslint/).
const path = require('node:path');
const { describe, it } = require('node:test');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./importBoundaries');

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(__dirname, '..');
const at = (file) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', rule, {
  valid: [
    // a feature's layers go one way: api reads model; hooks and components read both
    { filename: at('mf-admin/src/features/points/api/pointsApi.ts'), code: "import { POINT_SLOTS } from '../model/pointSlots';" },
    { filename: at('mf-admin/src/features/points/hooks/useSavePoints.ts'), code: "import { useSavePointsMutation } from '../api/pointsApi';" },
    // a feature uses its own files and kit; app composes features
    { filename: at('mf-admin/src/features/players/components/PlayersTable.tsx'), code: "import { playerName } from '../model/playerFormat';" },
    { filename: at('mf-admin/src/features/players/components/PlayersTable.tsx'), code: "import { Card } from '@reality-draft/kit';" },
    { filename: at('mf-admin/src/app/AdminDashboard.tsx'), code: "import { PlayerManagement } from '../features/players/components/PlayerManagement';" },
    { filename: at('mf-admin/src/bootstrap.ts'), code: "import './app/AdminDashboard';" },
    // services import what their package.json declares, by name
    { filename: at('services/drafts/src/api.ts'), code: "import { routerFromTable } from '@reality-draft/kernel';" },
    { filename: at('services/gateway/src/services.ts'), code: "import { draftsService } from '@reality-draft/drafts';" },
    // test helpers from tests; kit's webpack config factory from a remote's webpack config
    { filename: at('services/drafts/src/drafts.int.spec.ts'), code: "import { createScratchDatabase } from '@reality-draft/kernel/testing';" },
    { filename: at('mf-player/src/features/drafts/api/joinForm.unit.spec.ts'), code: "import { sampleDraftSummary } from '@reality-draft/kit/testing';" },
    { filename: at('services/gateway/src/gateway.unit.spec.ts'), code: "import { gatewayOnFiles } from '../test/gatewayOnFiles';" },
    { filename: at('services/gateway/test/deploy/checkDeployFolder.ts'), code: "import { yamlFiles } from './yamlFiles';" },
    { filename: at('services/gateway/test/probe/probeWorld.ts'), code: "import { gatewayOnFiles } from '../gatewayOnFiles';" },
    { filename: at('services/gateway/test/probe/probeWorld.ts'), code: "import { createScratchDatabase } from '@reality-draft/kernel/testing';" },
    { filename: at('services/kernel/test/inMemoryTracing.ts'), code: "import { startTracing } from '../src/observability/tracing';" },
    { filename: at('mf-admin/webpack.config.js'), code: "const { createConfig } = require('@reality-draft/kit/webpack/createConfig');" },
    // root tooling belongs to no package
    { filename: at('bench/append.js'), code: "const kernel = require('../services/kernel/dist');" },
    { filename: at('services/kernel/jest.config.js'), code: "module.exports = { ...require('../../jest.preset.js') };" },
  ],
  invalid: [
    {
      filename: at('mf-admin/src/features/players/components/PlayersTable.tsx'),
      code: "import { draftStatus } from '../../drafts/api/draftStatus';",
      errors: [{ messageId: 'featureIntoFeature', data: { from: 'players', to: 'drafts' } }],
    },
    {
      filename: at('mf-player/src/features/drafts/hooks/useDraftLists.ts'),
      code: "import type { X } from '../../standings';",
      errors: [{ messageId: 'featureIntoFeature' }],
    },
    {
      filename: at('shell/src/features/home/components/HomePage.tsx'),
      code: "import { App } from '../../../app/App';",
      errors: [{ messageId: 'featureIntoApp' }],
    },
    { filename: at('kit/src/ui/Card.tsx'), code: "import { x } from '@reality-draft/mf-admin';", errors: [{ messageId: 'kitAboveFrontends' }] },
    {
      filename: at('services/catalog/src/api.ts'),
      code: "import { x } from '../../drafts/src/room/roomAccess';",
      errors: [{ messageId: 'relativeIntoPackage' }],
    },
    { filename: at('services/identity/src/api.ts'), code: "import { x } from '@reality-draft/drafts';", errors: [{ messageId: 'undeclared' }] },
    {
      filename: at('services/scoring/src/api.ts'),
      code: "export { x } from '@reality-draft/drafts/src/room/roomAccess';",
      errors: [{ messageId: 'internals' }],
    },
    { filename: at('services/drafts/src/api.ts'), code: "const kernel = require('@reality-draft/kernel/dist/index');", errors: [{ messageId: 'internals' }] },
    {
      filename: at('services/drafts/src/api.ts'),
      code: "import { createScratchDatabase } from '@reality-draft/kernel/testing';",
      errors: [{ messageId: 'testHelpers' }],
    },
    // the build's code never reaches a package's test code: its test/ folder, src/testing, specs
    { filename: at('services/gateway/src/main.ts'), code: "import { probeWorld } from '../test/probe/probeWorld';", errors: [{ messageId: 'testHelpers' }] },
    { filename: at('services/drafts/src/api.ts'), code: "import { manualClock } from '../test';", errors: [{ messageId: 'testHelpers' }] },
    { filename: at('kit/src/index.ts'), code: "export * from './testing';", errors: [{ messageId: 'testHelpers' }] },
    {
      filename: at('mf-drafts/src/features/draft-room/model/draftBoard.ts'),
      code: "import { aPick } from './draftBoard.unit.spec';",
      errors: [{ messageId: 'testHelpers' }],
    },
    {
      filename: at('mf-drafts/src/features/draft-room/model/roomItems.ts'),
      code: "const m = import('../../drafts-list/api/draftListStatus');",
      errors: [{ messageId: 'featureIntoFeature' }],
    },
    // inside a feature, model -> api -> hooks, components
    {
      filename: at('mf-admin/src/features/points/model/pointsForm.ts'),
      code: "import { usePointsQuery } from '../api/pointsApi';",
      errors: [{ messageId: 'layerUpward' }],
    },
    {
      filename: at('mf-admin/src/features/points/model/pointsForm.ts'),
      code: "import { EntryCard } from '../components/EntryCard';",
      errors: [{ messageId: 'layerUpward' }],
    },
    {
      filename: at('mf-admin/src/features/points/api/pointsApi.ts'),
      code: "import { useSavePoints } from '../hooks/useSavePoints';",
      errors: [{ messageId: 'layerUpward' }],
    },
  ],
});
