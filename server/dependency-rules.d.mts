import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

/** The server's folder rules (dependency-rules.mjs), typed for the test that runs them. */
declare const rules: { forbidden: (IForbiddenRuleType & { name: string })[]; options: ICruiseOptions };
export default rules;
