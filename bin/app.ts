import { App } from 'aws-cdk-lib';
import { addPolicyChecks, addStage } from '../infra/app.js';
import { stagesFromContext } from '../infra/stage-settings.js';

/**
 * The CDK app: `npx cdk synth|deploy -c stage=dev|staging|prod` (default dev) builds that
 * stage's stacks; `-c stage=all` synthesises every stage (used to check them all at once).
 */
const app = new App();
for (const stage of stagesFromContext(app.node.tryGetContext('stage'))) addStage(app, stage);
addPolicyChecks(app);
app.synth();
