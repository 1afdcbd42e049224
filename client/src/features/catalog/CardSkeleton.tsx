import { slideVars, type CarouselProps } from '../../ui/Carousel';
import './catalog.css';

/** An empty carousel of the height its product cards will have (one blank slide at the rail's slide width). */
export function RailSkeleton({ slides }: { slides: CarouselProps['slidesPerView'] }) {
  return (
    <div className="carousel" style={slideVars(slides)} aria-hidden="true">
      <div className="carousel__track">
        <div className="carousel__slide">
          <div className="card-skeleton" />
        </div>
      </div>
    </div>
  );
}

/** An empty product grid of `count` cards' height. */
export function GridSkeleton({ count, className = 'product-grid' }: { count: number; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card-skeleton" />
      ))}
    </div>
  );
}
