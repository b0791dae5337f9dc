// Ambient declarations shared by every frontend's tsconfig.
declare const __MF_NAME__: string;
declare const __MF_BUILD_VERSION__: string;

declare module '*.css';
