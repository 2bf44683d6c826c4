/** Runs `task` once the browser has painted the next frame (or after 300 ms if it paints none); cancellable. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(task, 0);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    task();
  }, 300);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}
