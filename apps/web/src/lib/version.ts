/** The version label shown in the sidebar and settings (spec 01 §9). */
export const APP_VERSION = 'v1.9.2';
