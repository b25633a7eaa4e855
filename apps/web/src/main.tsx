import './styles.css';

/**
 * Pages arrive rendered from the server, so the browser paints them first and only then loads and runs the app
 * that makes them interactive: on a slow phone the text shows without waiting for a single script. (A background
 * tab may not paint at all, so the wait is capped.)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

await afterFirstPaint();
await import('./app/start-app.tsx');
