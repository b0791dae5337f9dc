// Ambient declarations shared by every frontend's tsconfig.
declare const __MF_NAME__: string;

declare module '*.css';
