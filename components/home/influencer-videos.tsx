'use client';

import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import type { InfluencerVideo } from '@/lib/site/videos';

/**
 * Lazy video cards: only a thumbnail until pressed, then the privacy-enhanced YouTube player.
 * Nothing from YouTube loads before the click apart from the lazily loaded thumbnail.
 */
export function InfluencerVideos({
  videos,
  playLabel,
}: {
  videos: InfluencerVideo[];
  playLabel: string;
}) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li
          key={video.id}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="relative aspect-video bg-slate-900">
            {playing === video.id ? (
              <iframe
                className="absolute inset-0 size-full"
                src={`https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`}
                title={video.title}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
              />
            ) : (
              <button
                type="button"
                onClick={() => setPlaying(video.id)}
                aria-label={playLabel.replace('{title}', video.title)}
                className="group absolute inset-0 flex items-center justify-center"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- remote thumbnail, lazily loaded */}
                <img
                  src={`https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`}
                  alt=""
                  loading="lazy"
                  className="absolute inset-0 size-full object-cover opacity-80"
                />
                <span className="relative flex size-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg group-hover:scale-105">
                  <Icon name="play" className="size-7" />
                </span>
              </button>
            )}
          </div>
          <p className="p-3 font-semibold">{video.title}</p>
        </li>
      ))}
    </ul>
  );
}
