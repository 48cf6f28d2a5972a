import {createRoot} from 'react-dom/client';import {createBrowserRouter,RouterProvider} from 'react-router'; console.log(createBrowserRouter,RouterProvider,createRoot)
