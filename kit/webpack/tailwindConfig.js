// Tailwind configuration shared by all frontends.
// The shell owns the global reset (preflight). Each remote builds its own utilities, scoped under its
// root element ([data-mf-scope="<name>"]), so that two separately built style sheets can never
// override each other's rules by load order.
const path = require('node:path');

const KIT_SOURCES = path.join(__dirname, '..', 'src', '**', '*.{ts,tsx}');

const theme = {
  extend: {
    colors: {
      brand: {
        50: '#eef2ff',
        100: '#e0e7ff',
        200: '#c7d2fe',
        300: '#a5b4fc',
        400: '#818cf8',
        500: '#6366f1',
        600: '#4f46e5',
        700: '#4338ca',
        800: '#3730a3',
        900: '#312e81',
        950: '#1e1b4b',
      },
    },
    fontFamily: {
      sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
    },
    keyframes: {
      'toast-in': { from: { transform: 'translateY(12px)', opacity: '0' }, to: { transform: 'translateY(0)', opacity: '1' } },
      'toast-out': { from: { opacity: '1' }, to: { opacity: '0' } },
      'toast-swipe-out': {
        from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
        to: { transform: 'translateX(110%)' },
      },
      'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      'dialog-in': {
        from: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.97)' },
        to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
      },
    },
    animation: {
      'toast-in': 'toast-in 180ms ease-out',
      'toast-out': 'toast-out 140ms ease-in forwards',
      'toast-swipe-out': 'toast-swipe-out 140ms ease-out forwards',
      'fade-in': 'fade-in 150ms ease-out',
      'dialog-in': 'dialog-in 160ms ease-out',
    },
  },
};

/**
 * @param {{ appDir: string, scope?: string }} options scope: the remote's name; absent for the shell.
 */
function createTailwindConfig({ appDir, scope }) {
  return {
    content: [path.join(appDir, 'src', '**', '*.{ts,tsx,html}'), KIT_SOURCES],
    theme,
    ...(scope ? { important: `[data-mf-scope="${scope}"]`, corePlugins: { preflight: false } } : {}),
    plugins: [],
  };
}

module.exports = { createTailwindConfig };
