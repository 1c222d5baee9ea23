import type { Artifacts } from 'lighthouse';
import { criticalRequests, renderBlockingThirdParty } from './criticalRequests';

const sent = (requestId: string, type: string, url: string, isLinkPreload = false) => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, type, request: { url, isLinkPreload } },
});
const finished = (requestId: string, encodedDataLength: number) => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength },
});

const event = (url: string, renderBlocking: string) => ({ name: 'ResourceSendRequest', args: { data: { url, renderBlocking } } });

describe('criticalRequests', () => {
  it('counts the document, what the parser marks render-blocking and preloads other than code; not module scripts, images, API calls or data: URLs', () => {
    const log = [
      sent('1', 'Document', 'http://localhost:5000/'),
      sent('2', 'Script', 'http://localhost:5000/assets/index.js'),
      sent('3', 'Stylesheet', 'http://localhost:5000/assets/style.css'),
      sent('4', 'Image', 'http://localhost:5000/media/hero-1.svg', true),
      sent('5', 'Image', 'http://localhost:5000/media/home-01.svg'),
      sent('6', 'Fetch', 'http://localhost:5000/api/properties'),
      sent('7', 'Other', 'http://localhost:5000/favicon.svg'),
      sent('8', 'Image', 'data:image/svg+xml,x'),
      sent('9', 'Script', 'http://localhost:5000/assets/HomePage.js', true),
      sent('10', 'Script', 'http://localhost:5000/legacy.js'),
      ...['1', '2', '3', '4', '5', '6', '7', '9', '10'].map((id) => finished(id, 100 * Number(id))),
    ] as unknown as Artifacts['DevtoolsLog'];
    const trace = {
      traceEvents: [
        event('http://localhost:5000/assets/style.css', 'blocking'),
        event('http://localhost:5000/assets/index.js', 'non_blocking'),
        event('http://localhost:5000/legacy.js', 'blocking'),
      ],
    } as unknown as Artifacts['Trace'];
    expect(criticalRequests(log, trace)).toEqual({
      count: 4,
      transferBytes: 100 + 300 + 400 + 1000,
      urls: [
        'http://localhost:5000/',
        'http://localhost:5000/assets/style.css',
        'http://localhost:5000/media/hero-1.svg',
        'http://localhost:5000/legacy.js',
      ],
    });
  });
});

describe('renderBlockingThirdParty', () => {
  it("names render-blocking requests to another origin, not the site's own or non-blocking ones", () => {
    const trace = {
      traceEvents: [
        event('http://localhost:5000/assets/style.css', 'blocking'),
        event('https://fonts.googleapis.com/css2?family=Inter', 'blocking'),
        event('https://cdn.example.com/widget.js', 'in_body_parser_blocking'),
        event('https://www.googletagmanager.com/gtag.js', 'non_blocking'),
        { name: 'firstPaint', args: {} },
      ],
    } as unknown as Artifacts['Trace'];
    expect(renderBlockingThirdParty(trace, 'http://localhost:5000/contact')).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter',
      'https://cdn.example.com/widget.js',
    ]);
  });
});
