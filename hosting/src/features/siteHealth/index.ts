/** The site-health feature's public entry: what pages report (its pageReports/ part); the Site Health tab is its dashboard/ part. Other features import only these (eslint.config.mjs). */
export * from './pageReports';
