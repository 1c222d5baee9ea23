import { onDemandExports } from './onDemandExports';

/** `Button` from antd/lib/button, `ConfigProvider` from antd/lib/config-provider (see onDemandExports). */
const kebabCase = (name: string) => name.replace(/(?<=[a-z])([A-Z])/g, '-$1').toLowerCase();

export = onDemandExports('antd/lib/index.js', (name) => `antd/lib/${kebabCase(name)}`);
