import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

const PARTICLES = 36;
const LINK_DISTANCE = 120;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/**
 * Drifting dots joined by faint lines behind the hero. Decorative: it starts only after the page is
 * idle, stays still with reduced motion, and has a visible pause control (WCAG 2.2.2).
 */
export function ParticleBackground() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [paused, setPaused] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);

  useEffect(() => setMotionAllowed(!matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || !motionAllowed) return;
    let frame = 0;
    const { width, height } = element.getBoundingClientRect();
    element.width = width;
    element.height = height;
    const particles: Particle[] = Array.from({ length: PARTICLES }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.4,
      vy: (Math.random() - 0.5) * 0.4,
    }));
    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = context.strokeStyle = "rgba(56, 189, 248, 0.5)";
      for (const p of particles) {
        if (!paused) {
          p.x = (p.x + p.vx + width) % width;
          p.y = (p.y + p.vy + height) % height;
        }
        context.beginPath();
        context.arc(p.x, p.y, 1.6, 0, Math.PI * 2);
        context.fill();
      }
      for (let i = 0; i < particles.length; i++) {
        for (let j = i + 1; j < particles.length; j++) {
          const a = particles[i] as Particle;
          const b = particles[j] as Particle;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance > LINK_DISTANCE) continue;
          context.globalAlpha = 1 - distance / LINK_DISTANCE;
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
          context.globalAlpha = 1;
        }
      }
      if (!paused) frame = requestAnimationFrame(draw);
    };
    // Start once the page is idle, so the animation never competes with loading and hydration.
    const timer = window.setTimeout(() => (frame = requestAnimationFrame(draw)), 1500);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [paused, motionAllowed]);

  return (
    <>
      <canvas ref={canvas} className="pointer-events-none absolute inset-0 -z-10 size-full opacity-70" aria-hidden="true" />
      {motionAllowed && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="absolute right-4 bottom-4 z-10 inline-flex min-h-9 items-center gap-2 rounded-full border border-slate-300 bg-white/80 px-3 text-xs font-medium text-slate-700 backdrop-blur hover:bg-white dark:border-slate-600 dark:bg-slate-900/80 dark:text-slate-200"
        >
          {paused ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
          {paused ? "Play background animation" : "Pause background animation"}
        </button>
      )}
    </>
  );
}
