import { onDemandExports } from './onDemandExports';

/** `HomeOutlined` from @ant-design/icons/lib/icons/HomeOutlined (see onDemandExports). */
export = onDemandExports('@ant-design/icons/lib/index.js', (name) => `@ant-design/icons/lib/icons/${name}`);
