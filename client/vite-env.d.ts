/** The portal's version, from package.json, compared with /app/v1/version/version.json. */
declare const __APP_VERSION__: string;
